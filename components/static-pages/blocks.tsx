import type { ComponentType } from 'react';

/** One component per block type: the map a hard-coded page renders its blocks through. */
export type BlockComponents<B extends { type: string }> = {
  [K in B['type']]: ComponentType<{ block: Extract<B, { type: K }> }>;
};

/** The block drawn by the component its type names. */
export function Block<B extends { type: string }>({ block, components }: { block: B; components: BlockComponents<B> }) {
  // The map's type ties each type to its component; TypeScript cannot follow that through an index.
  const Component = components[block.type as B['type']] as ComponentType<{ block: B }>;
  return <Component block={block} />;
}

/** A page's blocks in a div, in order, each drawn by the component its type names. */
export function Blocks<B extends { type: string }>({ blocks, components, className }: { blocks: B[]; components: BlockComponents<B>; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, i) => (
        <Block key={`${block.type}-${i}`} block={block} components={components} />
      ))}
    </div>
  );
}
