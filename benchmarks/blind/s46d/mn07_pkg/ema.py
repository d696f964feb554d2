import copy


class EMATeacher:
    """Teacher whose weights are an exponential moving average of the student's."""

    def __init__(self, student, decay=0.995, warmup=20):
        self.model = copy.deepcopy(student)
        self.model.eval()
        self.decay = decay
        self.warmup = warmup
        self.num_updates = 0

    def _decay(self):
        return min(self.decay, (1 + self.num_updates) / (self.warmup + self.num_updates))

    def update(self, student):
        d = self._decay()
        for t_p, s_p in zip(self.model.parameters(), student.parameters()):
            t_p.mul_(d).add_(s_p.detach(), alpha=1 - d)
        for t_b, s_b in zip(self.model.buffers(), student.buffers()):
            t_b.copy_(s_b)
        self.num_updates += 1

    def __call__(self, x):
        return self.model(x)
