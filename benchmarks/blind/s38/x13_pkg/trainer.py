import torch

from .svdd import initial_center, soft_boundary_loss, squared_distance


class SVDDTrainer:
    def __init__(self, encoder, optimizer, callbacks=(), nu=0.05):
        self.encoder = encoder
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.nu = nu
        self.radius = torch.tensor(0.0)
        self.center = None
        self.epoch_loss = 0.0

    def _emit(self, name, *args):
        for cb in self.callbacks:
            getattr(cb, name)(self, *args)

    def fit(self, loader, epochs):
        self.center = initial_center(self.encoder, loader)
        for epoch in range(epochs):
            self.encoder.train()
            total, n = 0.0, 0
            for xb in loader:
                dist = squared_distance(self.encoder(xb), self.center)
                loss = soft_boundary_loss(dist, self.radius, self.nu)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                total += loss.item() * len(xb)
                n += len(xb)
                self._emit("on_batch_end", {"loss": loss, "dist": dist})
            self.epoch_loss = total / n
            self._emit("on_epoch_end", epoch)

    @torch.no_grad()
    def score(self, x):
        self.encoder.eval()
        return squared_distance(self.encoder(x), self.center) - self.radius ** 2
