import torch
import torch.nn.functional as F

from .athletes import athlete_tasks
from .inner import adapt
from .net import StrideNet, run_with
from .outer import meta_update

HP = {"shots": 5, "queries": 20, "inner_steps": 3, "inner_lr": 0.02, "meta_batch": 5,
      "iters": 200, "meta_lr": 2e-3, "eval_tasks": 40}


def episodic_eval(model, hp):
    tasks = athlete_tasks(hp["shots"], hp["queries"], seed=31337)
    errs = []
    for _ in range(hp["eval_tasks"]):
        task = next(tasks)
        fast = adapt(model, task["support"], hp["inner_steps"], hp["inner_lr"])
        xq, yq = task["query"]
        with torch.no_grad():
            errs.append(F.mse_loss(run_with(model, fast, xq), yq).item())
    return sum(errs) / len(errs)


def main(hp=HP):
    torch.manual_seed(0)
    model = StrideNet()
    meta_opt = torch.optim.Adam(model.parameters(), lr=hp["meta_lr"])
    tasks = athlete_tasks(hp["shots"], hp["queries"], seed=0)
    print(f"episodic query mse before: {episodic_eval(model, hp):.4f}")
    for it in range(1, hp["iters"] + 1):
        loss = meta_update(model, meta_opt, [next(tasks) for _ in range(hp["meta_batch"])], hp)
        if it % 50 == 0:
            print(f"iter {it:4d}  meta query mse {loss:.4f}")
    print(f"episodic query mse after:  {episodic_eval(model, hp):.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
