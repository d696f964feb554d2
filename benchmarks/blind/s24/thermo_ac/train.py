import torch

from experiment import Experiment

CONFIG = {
    "rooms": 64,
    "horizon": 24,
    "gamma": 0.95,
    "lr": {"actor": 3e-3, "critic": 1e-2},
    "clip": 1.0,
    "entropy": 0.01,
    "iterations": 200,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    exp = Experiment(CONFIG)
    print(f"greedy return before training {exp.evaluate():.2f}")
    for it in range(CONFIG["iterations"]):
        ret, v_loss = exp.iteration()
        if it % 50 == 0 or it == CONFIG["iterations"] - 1:
            print(f"iter {it:3d}  episode return {ret:8.2f}  value loss {v_loss:.3f}")
    print(f"greedy return after training {exp.evaluate():.2f}")


if __name__ == "__main__":
    main()
