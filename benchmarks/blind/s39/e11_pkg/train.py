"""python -m e11_pkg.train"""
import torch

from .booking_module import CancellationModule
from .bookings import CATEGORICAL, NUMERIC, simulate_bookings
from .lit_base import EpochLoop


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = simulate_bookings(6000, seed=0), simulate_bookings(2000, seed=1)
    print(f"cancellation rate {train[2].mean().item():.3f}")
    module = CancellationModule(list(CATEGORICAL.values()), len(NUMERIC))
    EpochLoop(max_epochs=4, batch_size=64).fit(module, train, val)


if __name__ == "__main__":
    main()
