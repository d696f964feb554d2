import torch
import torch.nn.functional as F


class BaseLoop:
    """Owns the net; the optimiser is built lazily from `solver_factory` on first use."""

    def __init__(self, net, solver_factory, pos_weight=1.0):
        self.net, self.solver_factory = net, solver_factory
        self.pos_weight = torch.tensor(pos_weight)
        self._solver = None
        self.step_count = 0

    @property
    def solver(self):
        if self._solver is None:
            self._solver = self.solver_factory(self.net.parameters())
        return self._solver

    def finish_batch(self):
        """End of a batch, after the backward; mixins extend this cooperatively."""

    def run_epoch(self, batches):
        self.net.train()
        total, count = 0.0, 0
        for x, y in batches:
            logits = self.net(x).squeeze(1)
            bce = F.binary_cross_entropy_with_logits(logits, y, pos_weight=self.pos_weight)
            bce.backward()
            self.finish_batch()
            total, count = total + bce.item(), count + 1
        return total / count
