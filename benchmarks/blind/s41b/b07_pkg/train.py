import torch

from .meta import MetaLearner
from .model import TorqueNet

HP = {"seed": 8, "iterations": 200, "tasks_per_step": 8, "k_support": 10, "k_query": 30,
      "inner_steps": 2, "test_steps": 5, "inner_lr": 0.1, "outer_lr": 2e-3}


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp["seed"])
    learner = MetaLearner(TorqueNet(), hp)
    print(f"meta-test torque mse (normalised) before: {learner.meta_test(gen):.4f}")
    running = 0.0
    for it in range(1, hp["iterations"] + 1):
        running += learner.meta_step(gen)
        if it % 50 == 0:
            print(f"iteration {it:4d}  query mse {running / 50:.4f}")
            running = 0.0
    print(f"meta-test torque mse (normalised) after:  {learner.meta_test(gen):.4f}")


if __name__ == "__main__":
    main()
