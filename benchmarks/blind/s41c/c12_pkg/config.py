class CFG:
    seed = 1000
    n_tweets = 480
    vocab = 250
    max_len = 24
    emb_dim = 24
    hidden = 32
    n_folds = 3
    epochs = 5
    freeze_epochs = 1       # keep the pretrained embeddings fixed for the first epoch
    batch_size = 32
    lr = 3e-3
    sentiments = ("negative", "neutral", "positive")
