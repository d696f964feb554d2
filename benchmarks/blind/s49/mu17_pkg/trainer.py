import torch
import torch.nn.functional as F

from .evaluate import test
from .frontend import chroma_frames


class KWSTrainer:
    def __init__(self, model, lr=3e-3):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.log = []

    def fit(self, clips, labels, val_chunks, epochs, label_map=None, batch=32, tag=""):
        feats = chroma_frames(clips)
        target = label_map(labels) if label_map else labels
        for epoch in range(epochs):
            total = 0.0
            for s in range(0, feats.shape[0], batch):
                loss = F.cross_entropy(self.model(feats[s:s + batch]), target[s:s + batch])
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                total += loss.item() * len(target[s:s + batch])
            acc = test(self.model, val_chunks, label_map)
            self.log.append((tag, epoch, total / feats.shape[0], acc))
            print(f"[{tag}] epoch {epoch}: loss {total / feats.shape[0]:.3f} val acc {acc:.3f}")
        return self.log[-1][-1]
