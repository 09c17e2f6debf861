"""The local WordPress's mail server: an SMTP server (aiosmtpd, Debian's python3-aiosmtpd) that
delivers nowhere and writes every message it receives, as sent, to DIR/<time>-<n>.eml.

    /usr/bin/python3 wordpress/server/mail-catcher.py --port 9080 --dir .wordpress/mail

WordPress reaches it the way a production WordPress reaches its mail server: PHPMailer over SMTP
(wordpress/server/smtp-mail.php). Each file is written under a temporary name and renamed, so a
reader never sees half a message.
"""
import argparse
import asyncio
import itertools
import os
import signal
import time

from aiosmtpd.controller import Controller


class WriteEachMessage:
    def __init__(self, folder):
        self.folder = folder
        self.numbers = itertools.count(1)

    async def handle_DATA(self, server, session, envelope):
        name = f"{time.time_ns()}-{next(self.numbers):05d}.eml"
        partial = os.path.join(self.folder, f".{name}.part")
        with open(partial, "wb") as out:
            out.write(envelope.original_content or envelope.content)
        os.replace(partial, os.path.join(self.folder, name))
        return "250 Message accepted for delivery"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--dir", required=True)
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    controller = Controller(WriteEachMessage(args.dir), hostname="127.0.0.1", port=args.port, decode_data=False)
    controller.start()
    stop = asyncio.Event()
    loop = asyncio.new_event_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    try:
        loop.run_until_complete(stop.wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
