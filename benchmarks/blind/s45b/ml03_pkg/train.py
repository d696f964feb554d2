import torch

from .inner import adapt, query_mse
from .net import ResponseNet, init_fn
from .outer import linear_schedule, reptile_step
from .strings import sitar_tasks

SETTINGS = dict(shots=10, queries=40, inner_steps=8, inner_lr=0.02,
                meta_batch=4, outer_iters=150, epsilon=0.5, eval_tasks=30)


def episodic_eval(meta_net, s):
    tasks = sitar_tasks(seed=999, shots=s["shots"], queries=s["queries"])
    zero, tuned = 0.0, 0.0
    for _ in range(s["eval_tasks"]):
        task = next(tasks)
        zero += query_mse(meta_net, task["query"])
        tuned += query_mse(adapt(meta_net, task["support"], s["inner_steps"], s["inner_lr"]), task["query"])
    return zero / s["eval_tasks"], tuned / s["eval_tasks"]


def main(s=SETTINGS):
    torch.manual_seed(0)
    meta_net = ResponseNet()
    meta_net.apply(init_fn)
    tasks = sitar_tasks(seed=0, shots=s["shots"], queries=s["queries"])
    print("before meta-training: query mse (0 steps / adapted) = %.4f / %.4f" % episodic_eval(meta_net, s))

    for it in range(1, s["outer_iters"] + 1):
        batch = [next(tasks) for _ in range(s["meta_batch"])]
        adapted = [adapt(meta_net, t["support"], s["inner_steps"], s["inner_lr"]) for t in batch]
        eps = linear_schedule(it, s["outer_iters"], s["epsilon"])
        reptile_step(meta_net, adapted, eps)
        if it % 50 == 0:
            print(f"outer {it:4d}  eps {eps:.3f}")

    print("after meta-training:  query mse (0 steps / adapted) = %.4f / %.4f" % episodic_eval(meta_net, s))


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
