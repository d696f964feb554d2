import torch
import torch.nn.functional as F
from torch import nn

from warmup import WarmupTrainer


class CorridorMLP(nn.Module):
    def __init__(self, n_inputs, n_outputs, width=128):
        super().__init__()
        self.mix = nn.Sequential(
            nn.Linear(n_inputs, width), nn.SiLU(),
            nn.Linear(width, width), nn.SiLU(),
        )
        self.out = nn.Linear(width, n_outputs)

    def forward(self, x):
        return self.out(self.mix(x))


class SpeedTrainer(WarmupTrainer):
    def __init__(self, model, max_epochs, val_data, peak_lr=2e-3):
        self.peak_lr = peak_lr
        self.val_data = val_data
        super().__init__(model, max_epochs)

    def configure_optimizer(self):
        return torch.optim.NAdam(self.model.parameters(), lr=self.peak_lr, weight_decay=1e-4)

    def training_objective(self, batch):
        history, upcoming = batch
        return F.mse_loss(self.model(history), upcoming)

    def on_after_backward(self):
        nn.utils.clip_grad_norm_(self.model.parameters(), max_norm=5.0)

    @torch.no_grad()
    def val_mae(self):
        self.model.eval()
        history, upcoming = self.val_data
        return 20.0 * (self.model(history) - upcoming).abs().mean().item()

    def on_epoch_end(self, epoch):
        if epoch % 2 == 1:
            print(f"epoch {epoch}: step {self.global_step}, val mae {self.val_mae():.2f} km/h")
