import torch


class ZeroAfterUpdateMixin:
    def finish_batch(self):
        super().finish_batch()
        self.solver.zero_grad(set_to_none=True)


class ClipMixin:
    max_norm = 1.0

    def finish_batch(self):
        self.last_norm = torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.max_norm)
        super().finish_batch()


class UpdateMixin:
    def finish_batch(self):
        self.solver.step()
        self.step_count += 1
        super().finish_batch()
