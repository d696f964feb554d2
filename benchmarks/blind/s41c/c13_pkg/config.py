CFG = {
    "seed": 77,
    "n_buildings": 30,
    "n_sites": 4,
    "n_meters": 4,          # electricity, chilledwater, steam, hotwater
    "n_days": 40,
    "n_folds": 3,           # folds by month-like blocks of days
    "epochs": 4,
    "batch_size": 256,
    "lr": 3e-3,
    "emb": {"building_id": 6, "site_id": 3, "meter": 3, "hour": 4, "weekday": 2},
    "hidden": 64,
    "init_bias_to_mean": True,
}
