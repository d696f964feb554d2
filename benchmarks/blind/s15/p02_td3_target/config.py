CFG = {
    "obs_dim": 6,
    "act_dim": 2,
    "width": 48,
    "discount": 0.98,
    "polyak": 0.995,
    "policy_delay": 2,
    "target_noise": 0.2,
    "noise_clip": 0.5,
    "opt": {"name": "Adam", "pi_lr": 1e-3, "q_lr": 1e-3},
    "iters": 50,
    "batch": 64,
}
