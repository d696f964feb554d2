import torch
import torch.nn.functional as F

from .meters import AverageMeter
from .mixins import ReportMixin, TimerMixin


class DenoiseTrainer(ReportMixin, TimerMixin):
    def __init__(self, modules, lr, noise):
        self._modules_holder = modules
        self.noise = noise
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=lr)
        self.meters = {"recon": AverageMeter("recon")}

    @property
    def net(self):
        return self._modules_holder["net"]

    def epoch(self, loader):
        self.meters["recon"].reset()
        for clean in loader:
            noisy = clean + self.noise * torch.randn_like(clean)
            recon = F.mse_loss(self.net(noisy), clean)
            self.optimizer.zero_grad()
            recon.backward()
            self.optimizer.step()
            self.meters["recon"].update(recon, n=clean.shape[0])
