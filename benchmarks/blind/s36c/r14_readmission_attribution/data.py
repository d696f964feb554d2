import torch

FEATURES = ["age", "length_of_stay", "n_medications", "n_prior_visits", "hba1c",
            "n_diagnoses", "emergency_admit", "discharge_home", "bmi", "n_lab_tests"]


def make_cohort(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.empty(n, len(FEATURES))
    x[:, 0] = 40 + 35 * torch.rand(n, generator=g)
    x[:, 1] = torch.poisson(4 * torch.ones(n), generator=g)
    x[:, 2] = torch.poisson(12 * torch.ones(n), generator=g)
    x[:, 3] = torch.poisson(1.5 * torch.ones(n), generator=g)
    x[:, 4] = 5.5 + 1.5 * torch.randn(n, generator=g)
    x[:, 5] = torch.poisson(6 * torch.ones(n), generator=g)
    x[:, 6] = (torch.rand(n, generator=g) < 0.45).float()
    x[:, 7] = (torch.rand(n, generator=g) < 0.7).float()
    x[:, 8] = 28 + 5 * torch.randn(n, generator=g)
    x[:, 9] = torch.poisson(30 * torch.ones(n), generator=g)
    risk = (0.9 * (x[:, 3] - 1.5) + 0.35 * (x[:, 1] - 4) + 0.6 * (x[:, 4] - 5.5)
            - 0.9 * x[:, 7] + 0.4 * x[:, 6] - 0.3)
    y = (torch.rand(n, generator=g) < torch.sigmoid(risk)).float()
    return x, y


class Standardizer:
    def fit(self, x):
        self.mean = x.mean(dim=0)
        self.std = x.std(dim=0).clamp(min=1e-6)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std
