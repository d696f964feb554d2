import torch

from .simclr import augment, nt_xent
from .tracking import Tracker


class ContrastiveTrainer:
    def __init__(self, model, optimizer, scheduler=None, temperature=0.2, tracker=None):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.temperature = temperature
        self.tracker = tracker or Tracker()
        self.step = 0

    def training_step(self, x):
        z1 = self.model(augment(x))
        z2 = self.model(augment(x))
        loss, pos_sim = nt_xent(z1, z2, self.temperature)
        self.optimizer.zero_grad()
        loss.backward()
        grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), 10.0)
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()
        return {"loss": loss, "pos_sim": pos_sim, "grad_norm": grad_norm,
                "lr": self.optimizer.param_groups[0]["lr"]}

    def fit(self, data, steps, batch_size):
        self.model.train()
        for _ in range(steps):
            idx = torch.randint(0, data.size(0), (batch_size,))
            out = self.training_step(data[idx])
            self.step += 1
            self.tracker.log(self.step, out)
        self.tracker.dump()
