import os
import time

import torch


class WaveNetTrainer:
    def __init__(self, model, lr, device, ckpt_dir="checkpoints", grad_clip=1.0):
        self.model = model.to(device)
        self.device = device
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.ckpt_dir = ckpt_dir
        self.grad_clip = grad_clip
        self.step = 0

    def train(self, data, epochs, batch_size, log_every=5):
        for epoch in range(epochs):
            perm = torch.randperm(len(data))
            t0 = time.time()
            for i in range(0, len(data), batch_size):
                x = data[perm[i:i + batch_size]].to(self.device)
                self.optimizer.zero_grad()
                loss = self.model.loss(x)
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
                self.optimizer.step()
                self.step += 1
                if self.step % log_every == 0:
                    print(f"[epoch {epoch} step {self.step}] nll {loss.item():.4f} ({time.time() - t0:.1f}s)")
            self.save(f"wavenet_epoch{epoch}.pt")

    def save(self, name):
        os.makedirs(self.ckpt_dir, exist_ok=True)
        torch.save({"model": self.model.state_dict(), "optimizer": self.optimizer.state_dict(),
                    "step": self.step}, os.path.join(self.ckpt_dir, name))
