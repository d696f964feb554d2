import torch
import torch.nn.functional as F

from cork_taint.traces import batches
from cork_taint.tta import tta_probs


class TaintTrainer:
    def __init__(self, model, splits, cfg):
        self.model = model
        self.splits = splits
        self.cfg = cfg
        opt = cfg["optimizer"]
        self.optimizer = getattr(torch.optim, opt["name"])(model.parameters(), **opt["args"])

    def train_epoch(self):
        self.model.train()
        x, y = self.splits["train"]
        for xb, yb in batches(x, y, self.cfg["batch_size"], shuffle=True):
            loss = F.cross_entropy(self.model(xb), yb, label_smoothing=0.05)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
        return loss.item()

    def score_split(self, split):
        self.model.eval()
        x, y = self.splits[split]
        hits, taint_found, taint_total = 0, 0, 0
        for xb, yb in batches(x, y, 256, shuffle=False):
            probs = tta_probs(self.model, xb, shifts=self.cfg["tta_shifts"])
            pred = probs.argmax(dim=1)
            hits += (pred == yb).sum().item()
            tainted = yb > 0
            taint_found += (pred[tainted] > 0).sum().item()
            taint_total += tainted.sum().item()
        return {"acc": hits / len(y), "taint_recall": taint_found / taint_total}

    def fit(self, epochs):
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch()
            scores = self.score_split("val")
            print(f"epoch {epoch}  loss {loss:.3f}  val acc {scores['acc']:.3f}  "
                  f"taint recall {scores['taint_recall']:.3f}")
