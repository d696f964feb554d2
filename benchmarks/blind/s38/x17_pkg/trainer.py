import torch
import torch.nn as nn
import torch.nn.functional as F

from constraints import pick_extreme_pixels, project_nonnegative_


class BaseTrainer:
    def __init__(self, model, lr):
        self.model = model
        self.lr = lr
        self.optimizer = self.configure_optimizer()

    def configure_optimizer(self):
        return torch.optim.Adam(self.model.parameters(), lr=self.lr)

    def compute_loss(self, x):
        raise NotImplementedError

    def after_step(self):
        pass

    def fit_epoch(self, loader):
        total = 0.0
        for x in loader:
            loss = self.compute_loss(x)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.after_step()
            total += loss.item() * len(x)
        return total / sum(len(x) for x in loader)


class UnmixingTrainer(BaseTrainer):
    def __init__(self, model, lr=5e-3, sad_weight=0.5):
        super().__init__(model, lr)
        self.sad_weight = sad_weight

    def configure_optimizer(self):
        return torch.optim.Adam([
            {"params": self.model.encoder.parameters(), "lr": self.lr},
            {"params": self.model.decoder.parameters(), "lr": self.lr * 0.2},
        ])

    def compute_loss(self, x):
        recon = self.model(x)
        sad = 1 - F.cosine_similarity(recon, x, dim=-1).mean()
        return F.mse_loss(recon, x) + self.sad_weight * sad

    def after_step(self):
        super().after_step()
        project_nonnegative_(self.model.decoder)

    def reinitialise_endmembers(self, pixels):
        k = self.model.decoder.endmembers.shape[0]
        self.model.decoder.endmembers = nn.Parameter(pick_extreme_pixels(pixels, k))
        self.optimizer = self.configure_optimizer()
