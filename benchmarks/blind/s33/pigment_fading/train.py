import torch

from exposures import BANDS, FAMILIES, ageing_runs
from loop import fit_epoch, mean_abs_error
from model import FadeNet
from probes import BandSensitivity, GradNorm


def main(epochs=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(3)
    train = ageing_runs(2000, g)
    test = ageing_runs(500, g)

    model = FadeNet(len(BANDS), 1 + len(FAMILIES))
    model.fit_scaler(train[0])
    optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    print(f"untrained test mae: {mean_abs_error(model, test):.3f} dE00")

    for epoch in range(epochs):
        probes = [GradNorm(), BandSensitivity(BANDS)]
        loss = fit_epoch(model, optimizer, train, probes)
        scheduler.step()
        print(f"epoch {epoch}: huber {loss:.4f} test mae {mean_abs_error(model, test):.3f}"
              f" grad norm {probes[0].summary()['mean']:.3f}")
    print("band sensitivity:", probes[1].summary())


if __name__ == "__main__":
    main()
