import torch

from .fields import CONFIG, FEATURES, shuffled, split
from .loop import rmse, sharpness_aware_epoch
from .regressor import YieldNet
from .sam import SharpnessAware


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    (x_fit, y_fit), (x_test, y_test) = split(gen)
    model = YieldNet(len(FEATURES))
    sam = SharpnessAware(model.parameters(), torch.optim.SGD, rho=0.05,
                         lr=0.05, momentum=0.9, nesterov=True)
    print(f"plots {x_fit.size(0)}+{x_test.size(0)}, test rmse before {rmse(model, x_test, y_test):.3f}")
    for epoch in range(12):
        fit_mse = sharpness_aware_epoch(model, sam, shuffled(x_fit, y_fit, CONFIG["batch"], gen))
        if epoch % 3 == 2:
            print(f"epoch {epoch}: train mse {fit_mse:.3f}, test rmse {rmse(model, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
