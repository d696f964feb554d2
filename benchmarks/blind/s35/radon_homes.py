"""Indoor radon survey: log radon concentration (Bq/m3) in homes, Gaussian-process
regression with an ARD kernel on house and geology covariates. The hyperparameters are
fitted by maximising the marginal likelihood with Adam."""
import math

import torch

COVARIATES = ("uranium_ppm", "soil_perm", "basement", "floor", "house_age", "ventilation",
              "easting_km", "northing_km")
FIT = {"steps": 150, "lr": 0.05, "n_train": 240, "n_test": 160}


def survey(n, generator):
    g = generator
    uranium = 0.5 + 4.0 * torch.rand(n, generator=g)
    perm = torch.rand(n, generator=g)
    basement = (torch.rand(n, generator=g) < 0.45).float()
    floor = torch.randint(0, 3, (n,), generator=g).float()
    age = 100.0 * torch.rand(n, generator=g)
    vent = torch.rand(n, generator=g)
    east = 50.0 * torch.rand(n, generator=g)
    north = 50.0 * torch.rand(n, generator=g)
    geology = 0.4 * torch.sin(east / 8.0) * torch.cos(north / 11.0)
    log_rn = (3.2 + 0.35 * torch.log(uranium) * (0.5 + perm) + 0.7 * basement - 0.3 * floor
              + 0.003 * age - 0.6 * vent + geology)
    log_rn = log_rn + 0.25 * torch.randn(n, generator=g)
    x = torch.stack([uranium, perm, basement, floor, age / 100.0, vent, east / 50.0,
                     north / 50.0], 1)
    return x.double(), log_rn.double()


class RadonGP:
    def __init__(self, n_features, lengthscale=0.5, signal=0.6, noise=0.3):
        self.log_lengthscale = torch.full((n_features,), lengthscale, dtype=torch.float64,
                                          requires_grad=True).log()
        self.log_signal = torch.tensor(math.log(signal), dtype=torch.float64,
                                       requires_grad=True)
        self.log_noise = torch.tensor(math.log(noise), dtype=torch.float64,
                                      requires_grad=True)
        self.mean = torch.zeros((), dtype=torch.float64, requires_grad=True)

    def hyperparameters(self):
        return [self.log_lengthscale, self.log_signal, self.log_noise, self.mean]

    def kernel(self, a, b):
        ls = self.log_lengthscale.exp()
        d2 = torch.cdist(a / ls, b / ls).pow(2)
        return torch.exp(2.0 * self.log_signal) * torch.exp(-0.5 * d2)

    def _factor(self, x):
        k = self.kernel(x, x)
        k = k + (torch.exp(2.0 * self.log_noise) + 1e-6) * torch.eye(len(x), dtype=x.dtype)
        return torch.linalg.cholesky(k)

    def neg_log_marginal(self, x, y):
        chol = self._factor(x)
        r = (y - self.mean)[:, None]
        alpha = torch.cholesky_solve(r, chol)
        n = len(x)
        return (0.5 * (r * alpha).sum() + torch.log(torch.diagonal(chol)).sum()
                + 0.5 * n * math.log(2.0 * math.pi)) / n

    @torch.no_grad()
    def predict(self, x, y, x_new):
        alpha = torch.cholesky_solve((y - self.mean)[:, None], self._factor(x))
        return self.mean + (self.kernel(x_new, x) @ alpha).squeeze(1)


def rmse(a, b):
    return torch.sqrt(torch.mean((a - b) ** 2)).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    x, y = survey(FIT["n_train"], gen)
    xt, yt = survey(FIT["n_test"], gen)
    y_mean = y.mean()

    gp = RadonGP(len(COVARIATES))
    print(f"constant model: test rmse {rmse(y_mean.expand_as(yt), yt):.3f} (log Bq/m3)")
    print(f"initial hyperparameters: test rmse {rmse(gp.predict(x, y, xt), yt):.3f}")
    optimizer = torch.optim.Adam(gp.hyperparameters(), lr=FIT["lr"])
    for step in range(FIT["steps"]):
        loss = gp.neg_log_marginal(x, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 49:
            print(f"step {step + 1}: nlml/n {loss.item():.3f}, "
                  f"test rmse {rmse(gp.predict(x, y, xt), yt):.3f}")
    scales = gp.log_lengthscale.detach().exp().tolist()
    print("lengthscales:", ", ".join(f"{k} {v:.2f}" for k, v in zip(COVARIATES, scales)))


if __name__ == "__main__":
    main()
