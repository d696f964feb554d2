class CFG:
    seed = 4
    n_images = 200
    height, width = 32, 64
    n_classes = 4
    n_folds = 3
    trn_fold = [0, 1]
    epochs = 5
    batch_size = 16
    lr = 1e-2
    max_grad_norm = 5.0
    patience = 3
    threshold = 0.5
    min_size = 8
    tta = True
