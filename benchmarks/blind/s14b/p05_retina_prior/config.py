from types import SimpleNamespace

cfg = SimpleNamespace(
    model=SimpleNamespace(name="dense_head", in_channels=8, num_anchors=3, num_classes=4, prior_prob=0.01),
    solver=SimpleNamespace(lr=0.01, momentum=0.9, weight_decay=1e-4, max_iter=10),
    data=SimpleNamespace(batch_size=4, size=8),
)
