class CFG:
    seed = 21
    n_cadences = 360
    n_obs = 6               # ON, OFF, ON, OFF, ON, OFF
    n_freq = 16
    n_time = 32
    pos_rate = 0.3
    n_folds = 3
    pretrain_epochs = 2
    epochs = 4
    freeze_epochs = 2       # train only the new head first, then unfreeze the backbone
    batch_size = 32
    lr_head = 5e-3
    lr_backbone = 1e-3
    mixup_alpha = 1.0
    mixup_prob = 0.5
    device = "cpu"
