import torch
from torch import nn


class MouldTrainer:
    def __init__(self, model, optimizer, porosity_weight=1.0, max_norm=5.0, diagnostics=()):
        self.model = model
        self.optimizer = optimizer
        self.porosity_weight = porosity_weight
        self.max_norm = max_norm
        self.diagnostics = list(diagnostics)
        self.mse = nn.MSELoss()
        self.bce = nn.BCEWithLogitsLoss()

    def loss(self, x, strength, defect):
        pred_s, pred_p = self.model(x)
        return self.mse(pred_s, strength) / 25.0 + self.porosity_weight * self.bce(pred_p, defect)

    def after_backward(self, x):
        nn.utils.clip_grad_norm_(self.model.parameters(), self.max_norm)
        for probe in self.diagnostics:
            probe.update(self.model, x)

    def step(self, x, strength, defect):
        self.optimizer.zero_grad(set_to_none=True)
        loss = self.loss(x, strength, defect)
        loss.backward()
        self.after_backward(x)
        self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def evaluate(self, x, strength, defect):
        self.model.eval()
        pred_s, pred_p = self.model(x)
        self.model.train()
        mae = (pred_s - strength).abs().mean().item()
        acc = ((pred_p > 0).float() == defect).float().mean().item()
        return mae, acc
