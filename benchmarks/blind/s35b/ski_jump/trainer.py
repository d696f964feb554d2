import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, lr=3e-3, weight_decay=1e-4):
        self.model = model
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)

    def fit_epoch(self, batches):
        self.model.train()
        for x, y in batches:
            loss = F.smooth_l1_loss(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def distance_mae(self, x, y):
        self.model.eval()
        return (self.model(x) - y).abs().mean().item()

    def owns(self, module):
        owned = {id(p) for group in self.optimizer.param_groups for p in group["params"]}
        return all(id(p) in owned for p in module.parameters())
