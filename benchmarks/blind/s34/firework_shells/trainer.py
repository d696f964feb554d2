import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        params = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = getattr(torch.optim, cfg.optimizer)(params, **cfg.optim_kwargs)

    def fit(self, data, epochs):
        x, y = data
        self.model.train()
        for _ in range(epochs):
            for idx in torch.randperm(len(x)).split(self.cfg.batch_size):
                logits = self.model(x[idx])
                target = F.one_hot(y[idx], logits.shape[1]).float()
                loss = F.binary_cross_entropy_with_logits(logits, target)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def recall(self, data):
        self.model.eval()
        x, y = data
        pred = self.model(x).argmax(dim=1)
        return {name: (pred[y == k] == k).float().mean().item()
                for k, name in enumerate(self.model.effects)}
