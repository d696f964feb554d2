import torch

from client import local_update, mae_points
from coops import SENSORS, all_cooperatives
from model import cut_test_model
from server import fedavg

ROUNDS = 8
LOCAL_EPOCHS = 2


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(7)
    train = all_cooperatives(240, gen)
    held_out = all_cooperatives(120, gen)
    global_model = cut_test_model(len(SENSORS))

    def report(tag):
        errors = {name: mae_points(global_model, recs) for name, recs in held_out.items()}
        mean = sum(errors.values()) / len(errors)
        print(f"{tag}: held-out mae {mean:.2f} points "
              + " ".join(f"{k}={v:.2f}" for k, v in errors.items()))

    report("round 0")
    for rnd in range(1, ROUNDS + 1):
        updates = [
            local_update(global_model, records, LOCAL_EPOCHS, lr=0.02, batch=16, generator=gen)
            for records in train.values()
        ]
        fedavg(global_model, updates)
        report(f"round {rnd}")


if __name__ == "__main__":
    main()
