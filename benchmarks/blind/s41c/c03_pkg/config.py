class CFG:
    seed = 7
    img_size = 32
    n_train = 360
    n_test = 90
    n_meta = 12
    n_folds = 3
    epochs = 3
    batch_size = 32
    lr = 1e-3
    min_lr = 1e-5
    tta = ("none", "hflip")
    device = "cpu"
    amp = False
    verbose = True
