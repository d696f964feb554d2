from types import SimpleNamespace

vit_tiny = SimpleNamespace(
    image_size=16, patch=4, dim=48, depth=2, heads=4, mlp_ratio=2, num_classes=3,
    n_train=192, n_val=48, micro_batch=8, accum_steps=4, epochs=2,
    lr=1e-3, weight_decay=0.05, warmup_steps=3, max_grad_norm=1.0, seed=11, out="vit_tiny.pt",
)
