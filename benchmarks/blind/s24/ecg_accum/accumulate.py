import torch


class Accumulator:
    """Steps the optimizer once every `every` micro-batches, then clears the gradients."""

    def __init__(self, optimizer, params, every, max_norm):
        self.optimizer = optimizer
        self.params = list(params)
        self.every = every
        self.max_norm = max_norm
        self.pending = 0
        self.steps = 0

    def _apply(self):
        torch.nn.utils.clip_grad_norm_(self.params, self.max_norm)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.pending = 0
        self.steps += 1

    def micro_step(self, loss):
        (loss / self.every).backward()
        self.pending += 1
        if self.pending == self.every:
            self._apply()

    def flush(self):
        if self.pending:
            self._apply()
