import torch

from falconry_flights.cotrain import CoTrainer
from falconry_flights.data import GPS, HUNT_STYLES, IMU, flights, paired_batches
from falconry_flights.views import view_classifier

SETUP = {
    "gps": {"inputs": len(GPS), "lr": 3e-3},
    "imu": {"inputs": len(IMU), "lr": 3e-3},
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    labelled = flights(60, seed=101)
    unlabelled = flights(1600, seed=102)[:2]
    test = flights(600, seed=103)
    nets = {v: view_classifier(spec["inputs"], len(HUNT_STYLES)) for v, spec in SETUP.items()}
    optimizers = {v: torch.optim.AdamW(nets[v].parameters(), lr=spec["lr"], weight_decay=1e-3)
                  for v, spec in SETUP.items()}
    trainer = CoTrainer(nets, optimizers)
    print("untrained", {k: round(v, 3) for k, v in trainer.accuracy(*test).items()})
    for epoch in range(10):
        for lab, unl in paired_batches(labelled, unlabelled, size=32, seed=epoch):
            stats = trainer.step(lab, unl)
        if epoch % 3 == 2 or epoch == 9:
            acc = trainer.accuracy(*test)
            print(f"epoch {epoch}", {k: round(v, 3) for k, v in acc.items()},
                  "confident", {k: v[1] for k, v in stats.items()})


if __name__ == "__main__":
    main()
