import torch


class WeightEMA:
    """Exponential moving average of student weights into the teacher (mean teacher)."""

    def __init__(self, teacher, student, decay=0.99):
        self.decay = decay
        self.t_params = list(teacher.parameters())
        self.s_params = list(student.parameters())
        self.t_buffers = list(teacher.buffers())
        self.s_buffers = list(student.buffers())

    @torch.no_grad()
    def step(self, global_step):
        d = min(self.decay, (1 + global_step) / (10 + global_step))
        torch._foreach_mul_(self.t_params, d)
        torch._foreach_add_(self.t_params, self.s_params, alpha=1 - d)
        for b_t, b_s in zip(self.t_buffers, self.s_buffers):
            b_t.copy_(b_s)
