import torch
import torch.nn.functional as F

from .data import iterate


class Finetuner:
    def __init__(self, model, params, optim_cfg, *, label_key, distance_weight=0.1):
        self.model = model
        self.optimizer = getattr(torch.optim, optim_cfg["name"])(params, **optim_cfg["kwargs"])
        self.label_key = label_key
        self.distance_weight = distance_weight

    def fit(self, batches):
        self.model.train()
        for x, label, distance in batches:
            out = self.model(x)
            loss = F.cross_entropy(out["cls"], label)
            if self.distance_weight:
                loss = loss + self.distance_weight * F.mse_loss(out["distance"].squeeze(-1), distance)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()

    @torch.no_grad()
    def probe(self, x, label):
        self.model.eval()
        logits = self.model(x)["cls"]
        return (logits.argmax(dim=1) == label).float().mean().item()

    def run(self, tensors, val, *, epochs, batch, rng):
        best_acc, best_state = -1.0, None
        for _ in range(epochs):
            self.fit(iterate(tensors, batch, rng))
            acc = self.probe(*val)
            if acc > best_acc:
                best_acc = acc
                best_state = {k: v.detach().clone() for k, v in self.model.state_dict().items()}
        return best_acc, best_state
