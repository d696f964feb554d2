class CFG:
    seed = 11
    n_groups = 60
    items_per_group = (2, 5)
    vocab_size = 300
    title_len = 8
    img_dim = 32
    emb_dim = 32
    n_classes = 60          # overwritten per fold once the train groups are known
    scale = 16.0
    margin = 0.3
    n_folds = 3
    epochs = 6
    batch_size = 32
    lr_backbone = 2e-3
    lr_head = 1e-2
    device = "cpu"
