import torch
import torch.nn.functional as F


class KNNMonitor:
    """Tracks k-NN accuracy of the frozen backbone features on a small labelled bank."""

    def __init__(self, backbone, bank, queries, k=5):
        self.backbone = backbone
        self.bank, self.queries, self.k = bank, queries, k
        self.scores = []

    def _embed(self, pairs):
        feats, labels = [], []
        for x, y in pairs:
            feats.append(F.normalize(self.backbone(x), dim=1))
            labels.append(y)
        return torch.cat(feats), torch.cat(labels)

    def on_epoch_end(self, epoch):
        self.backbone.eval()
        bank_f, bank_y = self._embed(self.bank)
        q_f, q_y = self._embed(self.queries)
        sim = q_f @ bank_f.T
        idx = sim.topk(self.k, dim=1).indices
        votes = bank_y[idx].mode(dim=1).values
        acc = (votes == q_y).float().mean().item()
        self.scores.append(acc)
        self.backbone.train()
        print(f"epoch {epoch} knn-acc {acc:.3f}")
