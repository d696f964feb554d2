"""Load-type sensing for a front-loading washer from the drum motor current."""
