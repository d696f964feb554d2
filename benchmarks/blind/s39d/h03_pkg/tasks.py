"""Few-shot dose-response curves: each task is one compound on one cell line (4-parameter Hill curve)."""
import torch


class HillTask:
    def __init__(self, gen):
        u = torch.rand(4, generator=gen)
        self.bottom = 0.05 + 0.25 * u[0]
        self.top = 0.75 + 0.25 * u[1]
        self.log_ec50 = -1.5 + 3.0 * u[2]
        self.hill = 0.6 + 2.4 * u[3]
        self.gen = gen

    def response(self, log_dose):
        return self.bottom + (self.top - self.bottom) * torch.sigmoid(self.hill * (log_dose - self.log_ec50))

    def sample(self, n, noise=0.02):
        log_dose = -3.0 + 6.0 * torch.rand(n, 1, generator=self.gen)
        viability = self.response(log_dose) + noise * torch.randn(n, 1, generator=self.gen)
        return log_dose, viability


class TaskSampler:
    def __init__(self, seed):
        self.gen = torch.Generator().manual_seed(seed)

    def episode(self, k_support, k_query):
        task = HillTask(self.gen)
        return task.sample(k_support), task.sample(k_query)
