import torch

from .echoes import radar_echoes
from .loop import report, train_epoch
from .model import EchoNet
from .objectives import RoutedObjective

WEIGHTS = {"echo_class": 1.0, "decay_log": 1.0, "fresnel_speed": 0.7, "doppler_speed": 0.3}


def main(epochs=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, targets = radar_echoes(3000)
    x_test, targets_test = radar_echoes(600)
    model = EchoNet()
    objective = RoutedObjective(WEIGHTS)
    optimizer = torch.optim.Adamax(model.parameters(), lr=4e-3)
    scheduler = torch.optim.lr_scheduler.LinearLR(optimizer, start_factor=1.0, end_factor=0.2,
                                                  total_iters=epochs)
    print("before:", report(model, x_test, targets_test))
    for epoch in range(epochs):
        terms = train_epoch(model, objective, optimizer, x, targets)
        scheduler.step()
        print(f"epoch {epoch}: {terms} -> {report(model, x_test, targets_test)}")


if __name__ == "__main__":
    main()
