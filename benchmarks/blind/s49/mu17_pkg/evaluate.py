import torch

from .frontend import chroma_frames


@torch.no_grad()
def test(model, chunks, label_map=None):
    model.eval()
    hits, seen = 0, 0
    for clips, labels in chunks:
        target = label_map(labels) if label_map else labels
        hits += (model(chroma_frames(clips)).argmax(-1) == target).sum().item()
        seen += len(labels)
    model.train()
    return hits / seen
