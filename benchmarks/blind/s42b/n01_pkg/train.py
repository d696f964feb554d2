import torch

from .fleet import FEATURES, TripTable, simulate_trips
from .model import TripEnergyNet
from .trainer import EnergyTrainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, route, kwh = simulate_trips()
    table = TripTable(X, route, kwh, batch_size=64)
    train_set, val_set = table.split(0.8)
    print(f"{len(train_set.y)} train trips, {len(val_set.y)} val trips, mean {kwh.mean():.2f} kWh")
    net = TripEnergyNet(len(FEATURES), n_routes=int(route.max()) + 1)
    trainer = EnergyTrainer(net, optim="adamw", max_epochs=6)
    trainer.fit(train_set, val_set)
    naive = (val_set.y - train_set.y.mean()).abs().mean().item()
    print(f"best val MAE {trainer.state['best']:.3f} kWh (predict-mean baseline {naive:.3f})")


if __name__ == "__main__":
    main()
