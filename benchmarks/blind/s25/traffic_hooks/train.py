import torch

from corridor import SENSORS, batches, speeds, windows
from forecaster import CorridorMLP, SpeedTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    fit_x, fit_y = windows(speeds(28, gen))
    val_x, val_y = windows(speeds(7, gen))
    model = CorridorMLP(fit_x.size(1), SENSORS)
    trainer = SpeedTrainer(model, max_epochs=10, val_data=(val_x, val_y))
    last_value = (val_x.view(-1, SENSORS, 8)[..., -1] - val_y).abs().mean().item() * 20.0
    print(f"windows {fit_x.size(0)}, persistence mae {last_value:.2f} km/h, "
          f"untrained mae {trainer.val_mae():.2f} km/h")
    trainer.fit(lambda: batches(fit_x, fit_y, 64, gen))


if __name__ == "__main__":
    main()
