/**
 * Writes the media of the office's test posts (test/fixtures/office-posts/media): a two-second
 * WebM video, recorded by Debian's Chromium from a canvas (MediaRecorder), and a one-second WAV
 * tone. Both are real files that WordPress's upload check and a browser's player accept; they are
 * committed, so this runs only to make them again.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.join(__dirname, '..', 'test', 'fixtures', 'office-posts', 'media');

/** 16-bit mono PCM: a 440 Hz tone that fades out. */
function wav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000 * (1 - i / samples)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function webm(): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // A script as text: tsx would wrap named functions in a helper the page does not have.
    const base64 = await page.evaluate<string>(`(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - started) / 2000;
          context.fillStyle = '#0b2a4a';
          context.fillRect(0, 0, 320, 180);
          context.fillStyle = '#e0a526';
          context.fillRect(20 + t * 240, 70, 40, 40);
          if (t < 1) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    })()`);
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

async function main() {
  writeFileSync(path.join(OUT, 'sound.wav'), wav(1));
  writeFileSync(path.join(OUT, 'clip.webm'), await webm());
  console.log(`wrote ${OUT}/sound.wav and clip.webm`);
}

void main();
