import torch


class GradientAccumulator:
    """Run several micro-batches per optimiser step (sensor buoys send small packets)."""

    def __init__(self, model, optimizer, every, clip=None):
        self.model = model
        self.optimizer = optimizer
        self.every = every
        self.clip = clip
        self.micro = 0
        self.updates = 0

    def backward(self, loss):
        (loss / self.every).backward()
        self.micro += 1
        if self.micro % self.every == 0:
            self.optimizer.zero_grad(set_to_none=True)

    def maybe_step(self):
        if self.micro % self.every:
            return False
        if self.clip is not None:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.optimizer.step()
        self.updates += 1
        return True
