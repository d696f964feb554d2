import torch

from .events import batches


@torch.no_grad()
def hit_rate(model, stream, batch_size, n_patches, k=5):
    """Replay the stream; for every visit, rank all patches for that hive at that moment."""
    model.eval()
    model.memory.reset()
    hits, total = 0, 0
    every = torch.arange(n_patches)
    for batch in batches(stream, batch_size):
        model.memory.flush()
        for h, p, t in zip(batch["hive"], batch["patch"], batch["t"]):
            s = model.score(h.repeat(n_patches), every, t.repeat(n_patches))
            hits += int(p in s.topk(k).indices)
            total += 1
        model.memory.stash(*model.messages(batch["hive"], batch["patch"], batch["pollen"], batch["t"]))
    model.train()
    return hits / total
