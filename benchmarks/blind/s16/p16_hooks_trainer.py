"""Autoencoder denoising trainer with event callbacks."""
import time

import torch
import torch.nn as nn


class Callback:
    def on_fit_start(self, trainer):
        pass

    def on_after_backward(self, trainer, loss):
        pass

    def on_epoch_end(self, trainer, epoch, logs):
        pass


class GradNormMonitor(Callback):
    def __init__(self):
        self.norms = []

    def on_after_backward(self, trainer, loss):
        grads = [p.grad.norm() for p in trainer.model.parameters() if p.grad is not None]
        if grads:
            self.norms.append(torch.stack(grads).norm().item())


class EpochPrinter(Callback):
    def on_fit_start(self, trainer):
        self.t0 = time.time()

    def on_epoch_end(self, trainer, epoch, logs):
        print(f"epoch {epoch}: " + " ".join(f"{k}={v:.4f}" for k, v in logs.items())
              + f" ({time.time() - self.t0:.1f}s)")


class Trainer:
    def __init__(self, model, optimizer, *, noise=0.3, callbacks=None):
        self.model = model
        self.optimizer = optimizer
        self.noise = noise
        self.callbacks = callbacks or []
        self.criterion = nn.MSELoss()

    def dispatch(self, event, **kwargs):
        for cb in self.callbacks:
            getattr(cb, event)(self, **kwargs)

    def train_step(self, x):
        noisy = x + self.noise * torch.randn_like(x)
        loss = self.criterion(self.model(noisy), x)
        loss.backward()
        self.dispatch("on_after_backward", loss=loss)
        self.model.zero_grad(set_to_none=True)
        self.optimizer.step()
        return loss.item()

    def fit(self, data, epochs, batch_size=32):
        self.dispatch("on_fit_start")
        for epoch in range(epochs):
            self.model.train()
            losses = [self.train_step(data[i:i + batch_size]) for i in range(0, len(data), batch_size)]
            self.dispatch("on_epoch_end", epoch=epoch, logs={"loss": sum(losses) / len(losses)})


def main():
    torch.manual_seed(0)
    basis = torch.randn(4, 24)
    data = torch.randn(512, 4) @ basis
    model = nn.Sequential(nn.Linear(24, 8), nn.Tanh(), nn.Linear(8, 24))
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    monitor = GradNormMonitor()
    Trainer(model, optimizer, callbacks=[monitor, EpochPrinter()]).fit(data, epochs=3)
    print(f"mean grad norm {sum(monitor.norms) / len(monitor.norms):.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
