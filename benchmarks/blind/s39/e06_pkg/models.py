"""1-D CNN over spectra with one head per soil property, plus learned task weighting."""
import torch
from torch import nn

TARGETS = ("ph", "organic_carbon", "nitrogen", "clay")


class SpectraNet(nn.Module):
    def __init__(self, width=16, targets=TARGETS):
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv1d(1, width, 9, padding=4), nn.GELU(), nn.AvgPool1d(4),
            nn.Conv1d(width, 2 * width, 7, padding=3), nn.GELU(), nn.AvgPool1d(4),
            nn.Conv1d(2 * width, 2 * width, 5, padding=2), nn.GELU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.heads = nn.ModuleDict({t: nn.Linear(2 * width, 1) for t in targets})

    def forward(self, spectra):
        feats = self.stem(spectra.unsqueeze(1))
        return {t: head(feats).squeeze(-1) for t, head in self.heads.items()}

    def train_step(self, batch):
        spectra, targets = batch
        preds = self(spectra)
        return {t: nn.functional.mse_loss(preds[t], targets[:, i])
                for i, t in enumerate(self.heads)}


class UncertaintyWeighting(nn.Module):
    """Homoscedastic task weighting: sum_t exp(-s_t) * L_t + s_t."""

    def __init__(self, tasks=TARGETS):
        super().__init__()
        self.tasks = tuple(tasks)
        self.log_vars = nn.Parameter(torch.zeros(len(self.tasks)))

    def forward(self, losses):
        stacked = torch.stack([losses[t] for t in self.tasks])
        return (torch.exp(-self.log_vars) * stacked + self.log_vars).sum()
