from types import SimpleNamespace

cfg = SimpleNamespace(
    n_features=6,
    width=64,
    shots=6,
    queries=24,
    inner_steps=3,
    inner_lr=0.1,
    meta_batch=4,
    meta_iters=200,
    lr_body=1e-3,
    lr_head=3e-3,
    eval_tasks=40,
    seed=0,
)
