import torch.nn.functional as F

from .dist_helpers import allreduce_gradients, grad_global_norm


class StepRunner:
    def __init__(self, model, optimizer, info, log_every=20):
        self.model, self.optimizer, self.info = model, optimizer, info
        self.log_every = log_every
        self.global_step = 0

    def train_step(self, xb, yb):
        pred = self.model(xb)
        loss = F.mse_loss(pred, yb)
        loss.backward()
        allreduce_gradients(self.model, self.info.world_size)
        if self.info.rank == 0 and self.global_step % self.log_every == 0:
            print(f"  step {self.global_step} mse {loss.item():.4f} grad-norm {grad_global_norm(self.model):.3f}")
        self.optimizer.zero_grad(set_to_none=True)
        self.optimizer.step()
        self.global_step += 1
        return loss.item()
